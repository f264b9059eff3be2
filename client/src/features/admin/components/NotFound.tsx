import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Link as RouterLink } from 'react-router-dom';
import { ListEmpty } from '@/components/data-table';

/** A record that is not there (deleted meanwhile, or a wrong link), with the way back to its list. */
export function NotFound({ text, backTo, backLabel }: { text: string; backTo: string; backLabel: string }) {
  return (
    <Stack gap="4" align="flex-start">
      <ListEmpty title={text} />
      <Button asChild variant="outline">
        <RouterLink to={backTo}>{backLabel}</RouterLink>
      </Button>
    </Stack>
  );
}

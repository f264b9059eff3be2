import { Box } from '@chakra-ui/react/box';
import { useTranslation } from 'react-i18next';
import { CheckIcon, XIcon } from './icons';

/** A tick or a cross (spec: finalists' answers), named Yes or No for screen readers. */
export function BooleanMark({ value }: { value: boolean }) {
  const { t } = useTranslation();
  const Icon = value ? CheckIcon : XIcon;
  return (
    <Box
      as="span"
      display="inline-flex"
      color={value ? 'green.400' : 'fg.subtle'}
      role="img"
      aria-label={t(value ? 'competitions.yes' : 'competitions.no')}
      data-value={value ? 'yes' : 'no'}
    >
      <Icon size="18" aria-hidden="true" />
    </Box>
  );
}

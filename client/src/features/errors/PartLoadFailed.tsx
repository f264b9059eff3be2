import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { RotateCwIcon as LuRotateCw } from '../../components/ui/lucide-icon';

/**
 * In place of a part of the page whose code could not be loaded (a menu): says so and offers to
 * try again, over the page, which stays as it was.
 */
export function PartLoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation();
  return (
    <HStack
      role="alert"
      position="fixed"
      top="3"
      insetInline="3"
      zIndex="toast"
      gap="3"
      px="4"
      py="3"
      rounded="md"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.error"
      shadow="lg"
      justify="space-between"
    >
      <Text fontSize="sm">{t('common.partLoadFailed')}</Text>
      <Button size="sm" colorPalette="brand" onClick={retry}>
        <LuRotateCw />
        {t('common.tryAgain')}
      </Button>
    </HStack>
  );
}

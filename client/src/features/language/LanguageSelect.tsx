import { NativeSelect } from '@chakra-ui/react/native-select';
import { LANGUAGES, isLanguage } from '@ctf/shared/i18n/languages';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../lib/i18n';

/** A native select: the platform's own picker is the most usable one on phones and with screen readers. */
export function LanguageSelect({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <NativeSelect.Root size={size} width="auto" variant="subtle">
      <NativeSelect.Field
        aria-label={t('language.label')}
        value={currentLanguage()}
        onChange={(event) => {
          const { value } = event.currentTarget;
          if (isLanguage(value)) void changeLanguage(value);
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {t(`language.${lng}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

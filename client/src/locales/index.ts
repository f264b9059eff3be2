import type { Language } from '@ctf/shared/i18n/languages';
import { en } from './en';
import { sr } from './sr';
import type { Translation } from './types';

export const translations: Record<Language, Translation> = { en, sr };

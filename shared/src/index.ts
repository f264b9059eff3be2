export * from './errors';
export * from './i18n/languages';
export * from './i18n/server-messages';
export * from './public-config';
export * from './constants';
export * from './schemas/auth';
export * from './schemas/user';

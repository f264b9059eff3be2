// The statistical regions' names, worded once for every area that shows them (each area words
// "other" its own way: a competitor's own region vs an institution's column in the admin lists).
export const REGION_NAMES_EN = {
  beograd: 'Belgrade',
  juzno_istocna_srbija: 'Southern and Eastern Serbia',
  kosovo_i_metohija: 'Kosovo and Metohija',
  sumadija_i_zapadna_srbija: 'Šumadija and Western Serbia',
  vojvodina: 'Vojvodina',
} as const;

export const REGION_NAMES_SR: Readonly<Record<keyof typeof REGION_NAMES_EN, string>> = {
  beograd: 'Београд',
  juzno_istocna_srbija: 'Јужна и источна Србија',
  kosovo_i_metohija: 'Косово и Метохија',
  sumadija_i_zapadna_srbija: 'Шумадија и западна Србија',
  vojvodina: 'Војводина',
};

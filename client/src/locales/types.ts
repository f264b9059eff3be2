import type { en } from './en';

/** The shape of the English texts with every leaf widened to string: other languages must match it key for key. */
export type DeepStringRecord<T> = { [K in keyof T]: T[K] extends string ? string : DeepStringRecord<T[K]> };

export type Translation = DeepStringRecord<typeof en>;

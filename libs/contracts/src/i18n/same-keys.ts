/** A translation of an English text tree: the same keys, every leaf a string. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

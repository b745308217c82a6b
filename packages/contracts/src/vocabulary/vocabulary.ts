/**
 * A closed vocabulary: a proto enum and the names the public API and the databases spell its
 * values with. A value's name is its proto name without the enum's prefix, lower-cased, words
 * joined by the vocabulary's separator: TIER_GROWTH is "growth", RUN_MODE_SYNC_THEN_SEARCH with
 * "-" is "sync-then-search". The zero value (`*_UNSPECIFIED`) means "not set" and has no name.
 */
export interface Vocabulary<Value extends number, Name extends string> {
  /** Every name, in the enum's order. */
  readonly names: readonly Name[];
  has(text: string): text is Name;
  /** The name of a value the sender always sets: the zero value, or a number the enum lacks, is an error. */
  name(value: Value): Name;
  /** The name of a value, null for the zero value. */
  nameOrNull(value: Value): Name | null;
  /** The value of a name, the zero value for null. */
  value(name: Name | null): Value;
}

/** A TypeScript enum as protoc-gen-es generates it: names to numbers, and numbers back to names. */
type EnumObject = Record<string, string | number>;

const ZERO = "UNSPECIFIED";
type ZeroKey<E> = Extract<keyof E, `${string}${typeof ZERO}`>;
/** The enum's prefix, where protoc-gen-es kept it (because a value would start with a digit), else "". */
type Prefix<E> = ZeroKey<E> extends `${infer P}${typeof ZERO}` ? P : never;
type Spelled<Key extends string, Separator extends string> = Key extends `${infer Word}_${infer Rest}` ? `${Lowercase<Word>}${Separator}${Spelled<Rest, Separator>}` : Lowercase<Key>;
type NamedKey<E> = Exclude<keyof E & string, ZeroKey<E>>;
/** The names of an enum's values, as a union of string literals. */
export type NameOf<E, Separator extends string = "_"> = { [K in NamedKey<E>]: K extends `${Prefix<E>}${infer Rest}` ? Spelled<Rest, Separator> : never }[NamedKey<E>];

/** The vocabulary of a generated enum, e.g. `vocabulary(Tier)`; `separator` joins the words of a name. */
export function vocabulary<E extends EnumObject, Separator extends string = "_">(enumObject: E, separator?: Separator): Vocabulary<Extract<E[keyof E], number>, NameOf<E, Separator>> {
  type Value = Extract<E[keyof E], number>;
  type Name = NameOf<E, Separator>;
  const members = Object.entries(enumObject).filter((entry): entry is [string, Value] => typeof entry[1] === "number");
  const zeroKey = members.find(([, value]) => value === 0)?.[0];
  if (!zeroKey?.endsWith(ZERO)) throw new Error(`not a proto enum: its zero value is ${zeroKey}`);
  const prefix = zeroKey.slice(0, -ZERO.length);
  // The runtime twin of NameOf; the cast states that they agree.
  const spell = (key: string) => key.slice(prefix.length).toLowerCase().replaceAll("_", separator ?? "_") as Name;
  const named = members.filter(([, value]) => value !== 0).map(([key, value]) => [spell(key), value] as const);
  const names = named.map(([name]) => name);
  const valueOf = new Map<string, Value>(named);
  const nameOf = new Map(named.map(([name, value]) => [value, name]));

  const nameOrNull = (value: Value): Name | null => {
    if (value === 0) return null;
    const name = nameOf.get(value);
    if (name === undefined) throw new Error(`${value} is none of ${names.join(", ")}`);
    return name;
  };
  return {
    names,
    has: (text): text is Name => valueOf.has(text),
    name(value) {
      const name = nameOrNull(value);
      if (name === null) throw new Error(`one of ${names.join(", ")} is required, not the zero value`);
      return name;
    },
    nameOrNull,
    value(name) {
      if (name === null) return 0 as Value;
      const value = valueOf.get(name);
      if (value === undefined) throw new Error(`${JSON.stringify(name)} is none of ${names.join(", ")}`);
      return value;
    },
  };
}

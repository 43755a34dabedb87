// What a domain adds to the schema by hand (`<domain>/sdl.ts`), beside what its models generate: the enums
// its models and functions use, the object and input types of its model fields and functions, and the
// `extend type Query` / `extend type Mutation` blocks of its domain functions. graphql/sdl.ts assembles them.
export interface SdlFragment {
  /** Each enum also gets its `Model<Enum>Input` filter input. */
  enums?: Record<string, readonly string[]>;
  sdl: string;
}

// Identity service tables (schema `identity`). Only services/identity reads or writes them.
export {};

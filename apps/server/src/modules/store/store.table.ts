// Tables of the store module.
export {};

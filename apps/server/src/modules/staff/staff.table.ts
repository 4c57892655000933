// Tables of the staff module.
export {};

// Tables of the dealer module.
export {};

// Tables of the sheet module.
export {};

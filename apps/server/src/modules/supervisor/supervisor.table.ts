// Tables of the supervisor module.
export {};

/** A weight in kg as every screen shows it, grouped the Indian way: "59079.98" -> "59,079.98 kg". */
export function formatKg(value: string | number | null | undefined): string {
  const n = Number(value ?? 0);
  return `${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kg`;
}

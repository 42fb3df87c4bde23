const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

const plain = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Rupees in Indian grouping without decimals: 199999 -> "₹1,99,999". */
export function formatInr(rupees: number): string {
  return inr.format(Math.round(rupees));
}

/** A number in Indian grouping without the currency sign: 149999 -> "1,49,999". */
export function formatIndianNumber(value: number): string {
  return plain.format(Math.round(value));
}

/** Paise (the providers' unit) from whole rupees. */
export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Counts and percentages in the store's locale (money goes through lib/format's formatMoney). */
export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

/** The API's variation (percent, two decimals: -12.5) as a signed percentage: "+12.5%", "−12.5%", "0%". */
export function formatVariation(variation: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2, signDisplay: 'exceptZero' }).format(variation / 100);
}

/**
 * Rounds half away from zero at the decimal value meant, not at its binary approximation: 1.005
 * becomes 1.01 (Math.round(1.005 * 100) gives 100), and 10 x 15% x $19.99 = 29.985 becomes 29.99
 * even when the arithmetic gave 29.984999999999996. Fifteen significant digits are all a double
 * holds reliably, so the noise below them is dropped first.
 */
export function roundTo(value: number, places: number): number {
  const meant = Number(Math.abs(value).toPrecision(15))
  const magnitude = shiftDecimal(Math.round(shiftDecimal(meant, places)), -places)
  const rounded = Math.sign(value) * magnitude
  return rounded === 0 ? 0 : rounded // never -0
}

/** value x 10^places, done on the decimal exponent rather than by a binary multiplication. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent] = value.toExponential().split('e')
  return Number(`${mantissa}e${Number(exponent) + places}`)
}

/** One sample of Prometheus's text format: its name, its labels and its value. */
export type Sample = { name: string; labels: Record<string, string>; value: number }

const SAMPLE_LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g

/** The samples of a scrape (comments and type lines left out). */
export function parseSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = SAMPLE_LINE.exec(line)
    if (!match) return []
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map(([, name, value]) => [name!, value!.replace(/\\(.)/g, '$1')]))
    return [{ name: match[1]!, labels, value: Number(match[3]) }]
  })
}

/** The value of the sample with exactly these labels, or 0 when the series has no sample yet (a counter never incremented). */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
  const found = samples.find(
    (sample) => sample.name === name && Object.keys(sample.labels).length === wanted.length && wanted.every(([key, value]) => sample.labels[key] === value),
  )
  return found?.value ?? 0
}

/** The names of the metrics a scrape declares (`# TYPE name kind`). */
export function declaredMetrics(text: string): Map<string, string> {
  return new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map(([, name, kind]) => [name!, kind!]))
}

/** One sample of Prometheus text: `name{label="value",…} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/;
const LABEL = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** Reads the samples of a scrape (comments and empty lines skipped); what tests and drills check against. */
export function readSamples(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const match = LINE.exec(line);
    if (!match) return [];
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(LABEL)].map((pair) => [pair[1], pair[2]]));
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The sum of the samples named `name` whose labels include `labels`; undefined when there is none. */
export function sampleValue(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));
  return matching.length ? matching.reduce((sum, sample) => sum + sample.value, 0) : undefined;
}

const count = (n: number) => n.toLocaleString('en-US');

/**
 * One progress line of a long seeding step, e.g. 正在导入标题 45,000 / 109,973. npm start reads
 * the api's output as a sign of life: a slow machine seeding for minutes is not a hung start.
 */
export function progressLine(what: string, done: number, total: number): string {
  return `正在导入${what} ${count(done)} / ${count(total)}`;
}

import { createOutageLog } from '../../src/lib/outage-log';

/**
 * The outage log (issue 31): a database outage is one line when first seen, then at most one
 * per interval with the failures counted meanwhile, then one when it is over; failures that
 * are not lost connections are left to their caller, and nothing is said once the app closes.
 */
describe('outage log', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  });
  let now = 0;
  let lines: { level: string; fields: Record<string, unknown>; message: string }[];
  const logger = {
    error: (fields: object, message: string) =>
      lines.push({ level: 'error', fields: fields as Record<string, unknown>, message }),
    info: (fields: object, message: string) =>
      lines.push({ level: 'info', fields: fields as Record<string, unknown>, message }),
  };

  beforeEach(() => {
    lines = [];
    now = Date.parse('2026-11-27T12:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('says it once per interval, whatever the number of failures, and once when it is over', () => {
    const outage = createOutageLog(logger, { intervalMs: 30_000 });
    // Twice a second for a minute (0 to 60 s), from three parts of the app.
    for (let tick = 0; tick <= 120; tick += 1) {
      expect(outage.note(['api', 'job worker', 'public cache'][tick % 3]!, refused)).toBe(true);
      now += 500;
    }
    expect(lines.map((line) => line.message)).toEqual([
      'database unreachable: API calls answer 503 until it is back',
      'database still unreachable',
      'database still unreachable',
    ]);
    expect(lines[1]!.fields.failures).toEqual({ api: 20, 'job worker': 20, 'public cache': 20 });
    expect(outage.active).toBe(true);
    outage.recovered();
    outage.recovered();
    expect(lines.at(-1)).toMatchObject({ level: 'info', message: 'database reachable again' });
    expect(lines).toHaveLength(4);
    expect(outage.active).toBe(false);
  });

  it('leaves other failures to their caller and goes quiet once the app closes', () => {
    const outage = createOutageLog(logger, { intervalMs: 30_000 });
    expect(outage.note('api', new Error('duplicate key'))).toBe(false);
    expect(outage.note('api', Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    outage.closing();
    expect(outage.note('job worker', refused)).toBe(true);
    expect(lines).toEqual([]);
  });
});

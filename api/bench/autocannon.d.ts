// The few autocannon 8 types the benchmarks use (the package ships none).
/* eslint-disable @typescript-eslint/no-explicit-any -- autocannon contexts are free-form */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
    [percentile: string]: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    setupRequest?: (request: Request, context: Record<string, any>) => Request;
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, any>,
      headers: Record<string, string>,
    ) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    requests?: Request[];
    timeout?: number;
    [option: string]: unknown;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    [field: string]: unknown;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}

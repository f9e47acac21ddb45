// The slice of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Options {
      url: string
      connections?: number
      duration?: number
      method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
      headers?: Record<string, string>
      body?: string
      timeout?: number
      pipelining?: number
    }
    interface Histogram {
      average: number
      mean: number
      stddev: number
      min: number
      max: number
      total: number
      p50: number
      p90: number
      p99: number
    }
    interface Result {
      duration: number
      errors: number
      timeouts: number
      non2xx: number
      '2xx': number
      statusCodeStats: Record<string, { count: number }>
      latency: Histogram
      requests: Histogram & { sent: number }
      throughput: Histogram
    }
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>
  export default autocannon
}

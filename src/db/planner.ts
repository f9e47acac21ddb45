// The planner settings every session of the service runs with, on PostgreSQL (connection
// parameters) and on PGlite (SET at first use): one list, so the two drivers plan alike.
//
// Every statement the engine prepares has the same shape whatever its parameters, so one generic
// plan serves all executions (custom plans re-planned a 13-table join per request). Pages are small
// and the data is cached or on SSD: at the default random_page_cost of 4 the planner hashed all
// 2,000 IP addresses four times to join 50 devices' primary IPs instead of probing the primary key
// (device page 5.5 → 4.8 ms of execution).
export const PLANNER_SETTINGS = {
  plan_cache_mode: 'force_generic_plan',
  random_page_cost: 1.1,
} as const

/** The settings as SET statements (PGlite, which takes no connection parameters). */
export const PLANNER_SET_SQL = Object.entries(PLANNER_SETTINGS)
  .map(([name, value]) => `SET ${name} = ${value}`)
  .join('; ')

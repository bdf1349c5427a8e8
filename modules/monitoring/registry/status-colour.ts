/** The chip colour of an instance status (Eureka's, plus STALE for figures older than two heartbeats). */
export function statusColour(status: string): 'success' | 'warning' | 'error' | 'default' {
  if (status === 'UP') return 'success';
  if (status === 'OUT_OF_SERVICE' || status === 'STARTING' || status === 'STALE') return 'warning';
  if (status === 'DOWN') return 'error';
  return 'default';
}

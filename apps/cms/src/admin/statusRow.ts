/** One rest area as the operator's status screen shows it (RestAreaStatusView builds the rows). */
export type StatusRow = {
  id: string
  name: string
  road: string
  km: number
  side: string
  status: 'open' | 'full' | 'closed'
  note: string
  changedAt: string | null
}

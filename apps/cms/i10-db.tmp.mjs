import { createClient } from '@libsql/client'
const db = createClient({ url: 'file:/tmp/i10-manual/cms.db' })
const sql = process.argv[2]
const r = await db.execute(sql)
console.log(JSON.stringify(r.rows, null, 1).slice(0, 4000))

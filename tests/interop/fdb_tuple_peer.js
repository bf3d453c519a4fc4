// The peer of tests/interop/fdb_tuple_interop.cpp: the npm package fdb-tuple
// (https://github.com/josephg/fdb-tuple), an independent implementation of
// FoundationDB's tuple layer, checks rowkey's Format<fdb_tuple> keys and
// packs keys of its own for rowkey to decode.
//
//   node fdb_tuple_peer.js check ROWS       rowkey's rows and ranges (`emit`)
//   node fdb_tuple_peer.js generate SEED COUNT
//                                          COUNT random rows per schema, packed here,
//                                          and keys rowkey must refuse (`reject`)
//   node fdb_tuple_peer.js schemas         this side's schema table
//
// The module is found with require('fdb-tuple'), or in $FDB_TUPLE_DIR (the
// directory `npm install --prefix` filled). The line format is described at
// the top of fdb_tuple_interop.cpp. The schema table below is declared here
// independently of rowkey's, and each side checks the other's `schema` lines,
// subspace bytes included (packed here from the same tuples).
'use strict'

const fs = require('fs')
const path = require('path')

const tupleModule = process.env.FDB_TUPLE_DIR
  ? path.join(process.env.FDB_TUPLE_DIR, 'node_modules', 'fdb-tuple')
  : 'fdb-tuple'
const tuple = require(tupleModule)
const {pack, unpack, range} = tuple
const peerVersion = () => require(path.join(path.dirname(require.resolve(tupleModule)), '..', 'package.json')).version

// ---------------------------------------------------------------------------
// XXH64, seed 0 (https://github.com/Cyan4973/xxHash/blob/dev/doc/xxhash_spec.md),
// over BigInt: how rowkey derives Hash<N, C> and the Bucket of a non-integer
// column from the column's tuple element (typecode included).

const M64 = (1n << 64n) - 1n
const P1 = 11400714785074694791n
const P2 = 14029467366897019727n
const P3 = 1609587929392839161n
const P4 = 9650029242287828579n
const P5 = 2870177450012600261n
const rotl = (x, r) => ((x << BigInt(r)) | (x >> BigInt(64 - r))) & M64
const u64le = (b, i) => b.readBigUInt64LE(i)
const xxRound = (acc, input) => (rotl((acc + input * P2) & M64, 31) * P1) & M64
const xxMerge = (acc, v) => (((acc ^ xxRound(0n, v)) * P1) + P4) & M64

function xxh64(buf) {
  const len = buf.length
  let i = 0
  let h
  if (len >= 32) {
    let v1 = (P1 + P2) & M64, v2 = P2, v3 = 0n, v4 = (M64 + 1n - P1) & M64
    for (; i + 32 <= len; i += 32) {
      v1 = xxRound(v1, u64le(buf, i))
      v2 = xxRound(v2, u64le(buf, i + 8))
      v3 = xxRound(v3, u64le(buf, i + 16))
      v4 = xxRound(v4, u64le(buf, i + 24))
    }
    h = (rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18)) & M64
    h = xxMerge(xxMerge(xxMerge(xxMerge(h, v1), v2), v3), v4)
  } else {
    h = P5
  }
  h = (h + BigInt(len)) & M64
  for (; i + 8 <= len; i += 8) h = ((rotl(h ^ xxRound(0n, u64le(buf, i)), 27) * P1) + P4) & M64
  if (i + 4 <= len) {
    h = ((rotl(h ^ ((BigInt(buf.readUInt32LE(i)) * P1) & M64), 23) * P2) + P3) & M64
    i += 4
  }
  for (; i < len; i++) h = (rotl(h ^ ((BigInt(buf[i]) * P5) & M64), 11) * P1) & M64
  h ^= h >> 33n; h = (h * P2) & M64
  h ^= h >> 29n; h = (h * P3) & M64
  h ^= h >> 32n
  return h
}

// Reference values from libxxhash (XXH64(data, len, 0)).
for (const [input, want] of [
  [Buffer.alloc(0), 0xef46db3751d8e999n],
  [Buffer.from('a'), 0xd24ec4f1a98c6e5bn],
  [Buffer.from('abc'), 0x44bc2cf5ad770999n],
  [Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz!@#$%^&*()'), 0x814a2e89826ee1fcn],
  [Buffer.from(Array.from({length: 40}, (_, i) => (i * 37 + 255) & 0xff)), 0xf6a2fc3d6deef7c9n],
]) {
  if (xxh64(input) !== want) throw Error(`xxh64 self-test failed on ${input.toString('hex')}`)
}

// The test cases of the tuple layer's design document (design/tuple.md in
// apple/foundationdb), and the two keys fdb_tuple_interop.cpp pins with them.
for (const [items, want] of [
  [[-5551212], '11ab4b93'],
  [[{type: 'float', value: -42}], '203dd7ffff'],
  [[Buffer.from('foo\0bar')], '01666f6f00ff62617200'],
  [['F\u00d4O\u0000bar'], '0246c3944f00ff62617200'],
  [[-5551212, {type: 'float', value: -42}, true], '11ab4b93203dd7ffff27'],
  [['t', 0, false, -300, 'F\u00d4O\u0000bar', Buffer.from('foo\0bar'), ''],
    '027400142612fed3' + '0246c3944f00ff62617200' + '01666f6f00ff62617200' + '0200'],
]) {
  const got = pack(items).toString('hex')
  if (got !== want) throw Error(`fdb-tuple packs ${describe(items)} to ${got}, the design document says ${want}`)
}

// ---------------------------------------------------------------------------
// The schema table (fdb_tuple_interop.cpp declares the same keys).

const intType = (bits, signed) => ({
  kind: 'int', text: `${signed ? 'int' : 'uint'}${bits}`, bits,
  min: signed ? -(1n << BigInt(bits - 1)) : 0n,
  max: signed ? (1n << BigInt(bits - 1)) - 1n : (1n << BigInt(bits)) - 1n,
})

const COLUMNS = {
  i8: intType(8, true), i16: intType(16, true), i32: intType(32, true), i64: intType(64, true),
  u8: intType(8, false), u16: intType(16, false), u32: intType(32, false), u64: intType(64, false),
  flag: {kind: 'bool', text: 'bool'},
  ratio: {kind: 'float', text: 'float'},
  score: {kind: 'double', text: 'double'},
  level: {kind: 'int', text: 'enum<int16,-3,300>', bits: 16, min: -3n, max: 300n},
  ts: {kind: 'int', text: 'time_us', bits: 64, min: -(1n << 63n), max: (1n << 63n) - 1n},
  name: {kind: 'string', text: 'string<24>', max: 24},
  country: {kind: 'padded', text: 'padded<8>', max: 8},
  blob: {kind: 'bytes', text: 'bytes<20>', max: 20},
  uuid: {kind: 'array', text: 'array<16>', max: 16},
}

const hash = (n, of) => ({derived: 'hash', n, of})
const bucket = (n, of) => ({derived: 'bucket', n, of})

const SCHEMAS = [
  {name: 'signed_ints', subspace: ['rowkey', 'interop', 1], parts: ['i8', 'i16', 'i32', 'i64']},
  {name: 'unsigned_ints', subspace: null, parts: ['u64', 'u32', 'u16', 'u8']},
  {name: 'hash1_text', subspace: null, parts: [hash(1, 'name'), 'name', 'flag']},
  {name: 'hash4_bytes', subspace: ['shop', -7, true], parts: [hash(4, 'blob'), 'blob', 'score']},
  {name: 'hash8_uuid', subspace: null, parts: [hash(8, 'uuid'), 'uuid', 'ratio']},
  {name: 'bucket64_i32', subspace: ['app', 7], parts: [bucket(64, 'i32'), 'i32', 'country']},
  {name: 'bucket1000_time', subspace: null, parts: [bucket(1000, 'ts'), 'ts', 'level']},
  {name: 'bucket200_text', subspace: null, parts: [bucket(200, 'name'), 'name', 'uuid']},
  {name: 'text_lead', subspace: ['t', 0, false, -300], parts: ['name', 'blob', 'country']},
  {name: 'level_lead', subspace: null, parts: ['level', 'ts', 'score']},
  {name: 'time_lead', subspace: null, parts: ['ts', 'ratio', 'flag']},
]

for (const s of SCHEMAS) {
  s.sub = s.subspace ? pack(s.subspace) : Buffer.alloc(0)
  s.stored = s.parts.filter(p => typeof p === 'string')
  s.line = ['schema', s.name, s.subspace ? s.sub.toString('hex') : '-',
    ...s.parts.map(p => typeof p === 'string' ? `${p}:${COLUMNS[p].text}` : `${p.derived}<${p.n}>(${p.of})`)].join(' ')
}
const SCHEMA_BY_NAME = new Map(SCHEMAS.map(s => [s.name, s]))

// ---------------------------------------------------------------------------
// Values: tokens <-> tuple items.

const isInt = x => typeof x === 'number' ? Number.isSafeInteger(x) : typeof x === 'bigint'
const TAG = {int: 'i', bool: 'b', float: 'f', double: 'd', string: 't', padded: 't', bytes: 'y', array: 'y'}

// The tuple item a token stands for, as an application would hand it to
// pack(); throws on a malformed token or one the column cannot hold.
function itemOf(colName, tok) {
  const col = COLUMNS[colName]
  if (typeof tok !== 'string' || tok[1] !== ':' || tok[0] !== TAG[col.kind]) throw Error(`bad token ${tok} for ${colName}`)
  const body = tok.slice(2)
  switch (col.kind) {
    case 'int': {
      if (!/^-?[0-9]+$/.test(body)) throw Error(`bad integer ${tok}`)
      const v = BigInt(body)
      if (v < col.min || v > col.max) throw Error(`${tok} outside ${col.text}`)
      return Number.isSafeInteger(Number(v)) && BigInt(Number(v)) === v ? Number(v) : v
    }
    case 'bool':
      if (body !== '0' && body !== '1') throw Error(`bad bool ${tok}`)
      return body === '1'
    case 'float': case 'double': {
      const size = col.kind === 'float' ? 4 : 8
      if (!/^[0-9a-f]*$/.test(body) || body.length !== 2 * size) throw Error(`bad ${col.kind} ${tok}`)
      const b = Buffer.from(body, 'hex')
      return {type: col.kind, value: size === 4 ? b.readFloatBE(0) : b.readDoubleBE(0)}
    }
    default: {
      if (!/^([0-9a-f]{2})*$/.test(body)) throw Error(`bad hex ${tok}`)
      const b = Buffer.from(body, 'hex')
      if (b.length > col.max || (col.kind === 'array' && b.length !== col.max)) throw Error(`${tok}: wrong length for ${col.text}`)
      if (col.kind === 'bytes' || col.kind === 'array') return b
      const s = b.toString('utf8')
      if (!Buffer.from(s, 'utf8').equals(b)) throw Error(`${tok} is not UTF-8`)
      if (col.kind === 'padded' && b.includes(0)) throw Error(`${tok}: 0x00 in a padded string`)
      return s
    }
  }
}

// The token of an unpacked element (unpack(..., true)), or throws when the
// element is not of the column's type.
function tokenOf(colName, e) {
  const col = COLUMNS[colName]
  switch (col.kind) {
    case 'int':
      if (!isInt(e)) throw Error(`not an integer: ${describe(e)}`)
      return `i:${BigInt(e)}`
    case 'bool':
      if (typeof e !== 'boolean') throw Error(`not a bool: ${describe(e)}`)
      return e ? 'b:1' : 'b:0'
    case 'float': case 'double':
      if (e === null || typeof e !== 'object' || e.type !== col.kind) throw Error(`not a ${col.kind}: ${describe(e)}`)
      return `${TAG[col.kind]}:${e.rawEncoding.toString('hex')}`
    case 'string': case 'padded':
      if (typeof e !== 'string') throw Error(`not a unicode string: ${describe(e)}`)
      return `t:${Buffer.from(e, 'utf8').toString('hex')}`
    default:
      if (!Buffer.isBuffer(e)) throw Error(`not a byte string: ${describe(e)}`)
      return `y:${e.toString('hex')}`
  }
}

function describe(e) {
  if (typeof e === 'bigint') return `${e}n`
  if (Buffer.isBuffer(e)) return `<bytes ${e.toString('hex')}>`
  if (e && typeof e === 'object') return JSON.stringify({...e, rawEncoding: e.rawEncoding && e.rawEncoding.toString('hex')})
  return JSON.stringify(e)
}

// The integer a modulo bucket is taken of, or null when the column is hashed.
function bucketInteger(colName, item) {
  const col = COLUMNS[colName]
  if (col.kind === 'int') return BigInt(item)
  if (col.kind === 'bool') return item ? 1n : 0n
  return null
}

// A derived part's integer from its column's item and packed element.
function deriveValue(part, item, element) {
  if (part.derived === 'hash') {
    const bits = BigInt(8 * part.n - 1)
    return (xxh64(element) >> (64n - bits)) | (1n << bits)
  }
  const v = bucketInteger(part.of, item)
  const n = BigInt(part.n)
  const b = v === null ? xxh64(element) % n : ((v % n) + n) % n
  return (part.n <= 0x80 ? 0x80n : 0x8000n) + b
}

// The derived integer's range: exactly N magnitude bytes, the top bit set.
function derivedBounds(part) {
  const bytes = part.derived === 'hash' ? part.n : part.n <= 0x80 ? 1 : 2
  return [1n << BigInt(8 * bytes - 1), 1n << BigInt(8 * bytes)]
}

// Checks a packed prefix of a key (the parts up to the `count`th, in order)
// against its stored values (tokens by column); returns a list of problems.
function checkElements(schema, rest, count, tokens) {
  const problems = []
  let elements
  try {
    elements = unpack(rest, true)
  } catch (e) {
    return [`unpack threw: ${e.message}`]
  }
  if (elements.length !== count) return [`unpack gave ${elements.length} elements, want ${count}: ${elements.map(describe).join(', ')}`]
  const rebuilt = []
  for (let i = 0; i < count; i++) {
    const part = schema.parts[i]
    const e = elements[i]
    if (typeof part === 'string') {
      try {
        const tok = tokenOf(part, e)
        if (tok !== tokens.get(part)) problems.push(`${part}: unpacked ${tok}, the line says ${tokens.get(part)}`)
        rebuilt.push(itemOf(part, tokens.get(part)))
      } catch (err) {
        problems.push(`${part}: ${err.message}`)
        rebuilt.push(null)
      }
      continue
    }
    const label = `${part.derived}<${part.n}>(${part.of})`
    if (!isInt(e)) {
      problems.push(`${label}: not an integer: ${describe(e)}`)
      rebuilt.push(null)
      continue
    }
    const v = BigInt(e)
    const [lo, hi] = derivedBounds(part)
    if (v < lo || v >= hi) problems.push(`${label}: ${v} outside [${lo}, ${hi})`)
    try {
      const item = itemOf(part.of, tokens.get(part.of))
      const want = deriveValue(part, item, pack([item]))
      if (v !== want) problems.push(`${label}: ${v.toString(16)}, want ${want.toString(16)}`)
    } catch (err) {
      problems.push(`${label}: ${err.message}`)
    }
    rebuilt.push(e)
  }
  if (problems.length === 0) {
    const packed = pack(rebuilt)
    if (!packed.equals(rest)) problems.push(`pack of the values gives ${packed.toString('hex')}, rowkey wrote ${rest.toString('hex')}`)
  }
  return problems
}

function keyTokens(schema, toks) {
  return new Map(schema.stored.slice(0, toks.length).map((c, i) => [c, toks[i]]))
}

// ---------------------------------------------------------------------------
// check: rowkey's rows and ranges.

function check(file) {
  const lines = fs.readFileSync(file, 'utf8').split('\n').filter(l => l && !l.startsWith('#'))
  let mismatches = 0
  const fail = msg => {
    if (++mismatches <= 10) console.error(`MISMATCH ${msg}`)
  }
  const rowsOf = new Map(SCHEMAS.map(s => [s.name, []]))
  const ranges = []
  const seen = new Set()
  for (const line of lines) {
    const [kind, name, ...rest] = line.split(' ')
    const schema = SCHEMA_BY_NAME.get(name)
    if (!schema) { fail(`unknown schema: ${line}`); continue }
    if (kind === 'schema') {
      seen.add(name)
      if (line !== schema.line) fail(`rowkey's schema\n  ${line}\nis not the peer's\n  ${schema.line}`)
    } else if (kind === 'row') {
      const key = Buffer.from(rest[0], 'hex')
      const toks = rest.slice(1)
      if (toks.length !== schema.stored.length) { fail(`wrong number of values: ${line}`); continue }
      rowsOf.get(name).push({key, toks})
      if (!key.subarray(0, schema.sub.length).equals(schema.sub)) { fail(`no subspace ${schema.sub.toString('hex')}: ${line}`); continue }
      const problems = checkElements(schema, key.subarray(schema.sub.length), schema.parts.length, keyTokens(schema, toks))
      if (problems.length) fail(`${line}\n    ${problems.join('\n    ')}`)
    } else if (kind === 'range') {
      ranges.push({schema, line, begin: Buffer.from(rest[0], 'hex'), end: rest[1] === '-' ? null : Buffer.from(rest[1], 'hex'), toks: rest.slice(2)})
    } else {
      fail(`unknown line: ${line}`)
    }
  }
  for (const s of SCHEMAS) {
    if (!seen.has(s.name)) fail(`rowkey did not declare schema ${s.name}`)
    if (rowsOf.get(s.name).length === 0) fail(`no rows for schema ${s.name}`)
  }

  // Ranges: begin is the subspace and the packed bound parts, end is begin
  // followed by 0xFF (the tuple layer's range end; rowkey's fdb_tuple sets
  // successor_appends_0xff), the tuple layer's own range() of the same
  // elements lies within, and over every row of the schema: in rowkey's range
  // <=> in the peer's range <=> the row's bound columns equal the bound values.
  let hits = 0, comparisons = 0, successorWouldAdmit = 0
  for (const r of ranges) {
    const {schema, begin, end, toks, line} = r
    const count = schema.parts.indexOf(schema.stored[toks.length - 1]) + 1
    if (toks.length === 0 || count === 0) { fail(`bad range line: ${line}`); continue }
    if (!begin.subarray(0, schema.sub.length).equals(schema.sub)) { fail(`range outside subspace: ${line}`); continue }
    const tokens = keyTokens(schema, toks)
    const problems = checkElements(schema, begin.subarray(schema.sub.length), count, tokens)
    if (problems.length) { fail(`${line}\n    ${problems.join('\n    ')}`); continue }
    const wantEnd = Buffer.concat([begin, Buffer.from([0xff])])
    if (end === null || !end.equals(wantEnd)) { fail(`range end ${end && end.toString('hex')}, want ${wantEnd.toString('hex')}: ${line}`); continue }
    const elements = unpack(begin.subarray(schema.sub.length), true)
    const peer = range(elements)
    const peerBegin = Buffer.concat([schema.sub, peer.begin])
    const peerEnd = Buffer.concat([schema.sub, peer.end])
    if (Buffer.compare(begin, peerBegin) > 0 || Buffer.compare(peerEnd, end) > 0) {
      fail(`the peer's range [${peerBegin.toString('hex')}, ${peerEnd.toString('hex')}) is not within rowkey's: ${line}`)
      continue
    }
    // The byte successor of begin (last byte not 0xFF plus one), for the record.
    let n = begin.length
    while (n > 0 && begin[n - 1] === 0xff) n--
    const successor = Buffer.from(begin.subarray(0, n))
    if (n > 0) successor[n - 1]++
    for (const row of rowsOf.get(schema.name)) {
      comparisons++
      const inRowkey = Buffer.compare(begin, row.key) <= 0 && Buffer.compare(row.key, end) < 0
      const inPeer = Buffer.compare(peerBegin, row.key) <= 0 && Buffer.compare(row.key, peerEnd) < 0
      const bound = toks.every((t, i) => row.toks[i] === t)
      if (inRowkey) hits++
      if (!bound && n > 0 && Buffer.compare(begin, row.key) <= 0 && Buffer.compare(row.key, successor) < 0) successorWouldAdmit++
      if (row.key.equals(begin)) {
        // The bound tuple itself: in rowkey's range, not in range() (begin + 00).
        if (!inRowkey || !bound) fail(`the key equal to the range's begin: ${line}`)
      } else if (inRowkey !== bound || inPeer !== bound) {
        fail(`row ${row.key.toString('hex')} ${row.toks.join(' ')}: in rowkey's range ${inRowkey}, in range() ${inPeer}, values bound ${bound}: ${line}`)
      }
    }
  }

  const rows = [...rowsOf.values()].reduce((a, r) => a + r.length, 0)
  console.log(`fdb-tuple ${peerVersion()} peer check: ${rows} rows, ${ranges.length} ranges (${hits} of ${comparisons} row/range pairs inside; a byte-successor end would have admitted ${successorWouldAdmit} foreign rows), ${seen.size} schemas, ${mismatches} mismatches`)
  return mismatches === 0
}

// ---------------------------------------------------------------------------
// generate: the peer's own rows, and keys rowkey must refuse.

// sfc32, seeded by splitmix32 from the seed.
function makeRng(seed) {
  let s = (Number(BigInt(seed) & 0xffffffffn) ^ Number((BigInt(seed) >> 32n) & 0xffffffffn)) >>> 0
  const splitmix = () => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  let a = splitmix(), b = splitmix(), c = splitmix(), d = splitmix()
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = ((c << 21) | (c >>> 11)) >>> 0
    c = (c + t) >>> 0
    return t
  }
  for (let i = 0; i < 16; i++) next()
  const rng = {
    u32: next,
    below: n => next() % n,
    coin: oneIn => next() % oneIn === 0,
    u64: () => (BigInt(next()) << 32n) | BigInt(next()),
    pick: arr => arr[next() % arr.length],
  }
  return rng
}

function integerBoundaries(col) {
  const mags = [0n, 1n, 2n]
  for (let k = 1n; k <= 8n; k++) {
    for (const p of [1n << (8n * k - 1n), 1n << (8n * k)]) mags.push(p - 1n, p, p + 1n)
  }
  const out = [col.min, col.max]
  for (const m of mags) for (const v of [m, -m]) if (v >= col.min && v <= col.max) out.push(v)
  return out
}

const FLOAT_SPECIALS = [0, 1, -1, Infinity, -Infinity, NaN, 1.401298464324817e-45, -1.401298464324817e-45,
  1.1754943508222875e-38, -1.1754943508222875e-38, 1.1754942106924411e-38, 3.4028234663852886e38,
  -3.4028234663852886e38, 1.1920928955078125e-7, 0.5, -2.5, 123456.75]
const DOUBLE_SPECIALS = [0, 1, -1, Infinity, -Infinity, NaN, 5e-324, -5e-324, 2.2250738585072014e-308,
  -2.2250738585072014e-308, 2.225073858507201e-308, Number.MAX_VALUE, -Number.MAX_VALUE, Number.EPSILON,
  0.5, -2.5, 1e-3, 2 ** 53, -(2 ** 53) - 2, 0.1]

// A float value and the bits pack() writes for it: canonical NaN only, no -0.0.
function randomFloat(rng, kind) {
  const size = kind === 'float' ? 4 : 8
  const b = Buffer.alloc(size)
  let v
  switch (rng.below(4)) {
    case 0: case 1: v = rng.pick(kind === 'float' ? FLOAT_SPECIALS : DOUBLE_SPECIALS); break
    case 2:
      if (size === 4) b.writeUInt32BE(rng.u32()); else b.writeBigUInt64BE(rng.u64())
      v = size === 4 ? b.readFloatBE(0) : b.readDoubleBE(0)
      break
    default: v = (rng.u32() / 2 ** 32 * 2 - 1) * 2 ** (rng.below(80) - 40)
  }
  if (Number.isNaN(v)) v = NaN  // the canonical quiet NaN, the only one rowkey accepts
  if (Object.is(v, -0)) v = 0   // rowkey refuses -0.0 (checked by the reject lines)
  return {type: kind, value: v}
}

function codePoint(rng, n, allowNul) {
  const low = [0, 1, 0x80, 0x800, 0x10000][n], high = [0, 0x7f, 0x7ff, 0xffff, 0x10ffff][n]
  if (n === 1 && allowNul && rng.coin(3)) return 0
  for (;;) {
    const cp = rng.coin(4) ? rng.pick([1, 0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xe000, 0xfeff, 0xfffd, 0xffff, 0x10000, 0x10ffff])
      : low + rng.below(high - low + 1)
    if (cp < low || cp > high || (cp >= 0xd800 && cp <= 0xdfff)) continue
    return cp
  }
}

function randomText(rng, maxBytes, allowNul) {
  const length = rng.below(maxBytes + 1)
  let s = '', bytes = 0
  while (bytes < length) {
    const n = 1 + rng.below(Math.min(length - bytes, 4))
    s += String.fromCodePoint(codePoint(rng, n, allowNul))
    bytes += n
  }
  return s
}

function randomBytes(rng, length) {
  const b = Buffer.alloc(length)
  for (let i = 0; i < length; i++) {
    const r = rng.below(5)
    b[i] = r < 2 ? 0 : r === 2 ? 0xff : rng.below(256)
  }
  return b
}

const TEXT_POOL = ['', '\0', 'a', 'a\0', 'a\0a', 'ab', '\u00e9', '\u00e9\0', '\u{10ffff}']
const PADDED_POOL = ['', 'a', 'ab', 'a\u0001', '\u00e9', '\u{10ffff}']
const BYTES_POOL = ['', '00', '0000', '00ff', 'ff', 'ff00', 'ffff', '61', '6100', '61ff'].map(h => Buffer.from(h, 'hex'))

function randomItem(rng, colName) {
  const col = COLUMNS[colName]
  switch (col.kind) {
    case 'int': {
      if (!col.edges) col.edges = integerBoundaries(col)
      let v
      if (rng.coin(2)) v = rng.pick(col.edges)
      else if (col.text.startsWith('enum')) v = col.min + BigInt(rng.below(Number(col.max - col.min) + 1))
      else {
        const x = rng.u64() >> BigInt(rng.below(64))
        v = col.min < 0n ? BigInt.asIntN(col.bits, rng.coin(2) ? -x : x) : BigInt.asUintN(col.bits, x)
      }
      return Number.isSafeInteger(Number(v)) && BigInt(Number(v)) === v ? Number(v) : v
    }
    case 'bool': return rng.coin(2)
    case 'float': case 'double': return randomFloat(rng, col.kind)
    case 'string': return rng.coin(4) ? rng.pick(TEXT_POOL) : randomText(rng, col.max, true)
    case 'padded': return rng.coin(4) ? rng.pick(PADDED_POOL) : randomText(rng, col.max, false)
    case 'bytes': return rng.coin(4) ? rng.pick(BYTES_POOL) : randomBytes(rng, rng.below(col.max + 1))
    default: return randomBytes(rng, col.max)
  }
}

// A key from each stored column's element bytes (and item, for modulo
// buckets); derived parts computed here, or overridden.
function assemble(schema, elements, items, override = {}) {
  const out = [schema.sub]
  schema.parts.forEach((part, i) => {
    if (typeof part === 'string') { out.push(elements[part]); return }
    const v = i in override ? override[i] : deriveValue(part, items[part.of], elements[part.of])
    out.push(pack([v]))
  })
  return Buffer.concat(out)
}

// Keys rowkey must refuse, made from a valid row by changing one thing.
function rejects(schema, items, elements) {
  const out = []
  // The derived parts follow the changed element (and value, for a modulo
  // bucket), so that the change itself is what rowkey must refuse.
  const withElement = (col, bytes, why, item = items[col]) => {
    let key
    try {
      key = assemble(schema, {...elements, [col]: bytes}, {...items, [col]: item})
    } catch (e) {
      key = assemble(schema, {...elements, [col]: bytes}, items)
    }
    out.push([key, why])
  }
  for (const c of schema.stored) {
    const col = COLUMNS[c]
    switch (col.kind) {
      case 'int':
        withElement(c, pack([col.max + 1n]), 'above_type_max', col.max + 1n)
        withElement(c, pack([col.min - 1n]), 'below_type_min', col.min - 1n)
        withElement(c, Buffer.from('160005', 'hex'), 'non_canonical_integer', 5)   // 5 in two bytes
        if (col.min < 0n) withElement(c, Buffer.from('12fffa', 'hex'), 'non_canonical_negative', -5)  // -5 in two bytes
        withElement(c, pack([true]), 'bool_for_integer')
        withElement(c, pack([{type: 'double', value: 1}]), 'double_for_integer')
        break
      case 'bool':
        withElement(c, pack([1]), 'integer_for_bool')
        break
      case 'float': case 'double': {
        const hex = col.kind === 'float' ? ['7fc00001', 'ffc00000', '7f800001'] : ['7ff8000000000001', 'fff8000000000000', '7ff0000000000001']
        withElement(c, pack([{type: col.kind, value: -0}]), 'negative_zero')
        for (const h of hex) {
          withElement(c, pack([{type: col.kind, value: NaN, rawEncoding: Buffer.from(h, 'hex')}]), `nan_${h}`)
        }
        withElement(c, pack([{type: col.kind === 'float' ? 'double' : 'float', value: 1}]), 'other_width_float')
        withElement(c, pack([1]), 'integer_for_float')
        break
      }
      case 'string': case 'padded':
        withElement(c, pack(['a'.repeat(col.max + 1)]), 'text_too_long')
        withElement(c, pack([Buffer.from('ab')]), 'bytes_for_text')
        for (const h of ['ff', 'c080', 'eda080', 'f4908080', 'e282', '80', 'f8888080']) {
          withElement(c, Buffer.concat([Buffer.from([0x02]), Buffer.from(h, 'hex'), Buffer.from([0])]), `invalid_utf8_${h}`)
        }
        if (col.kind === 'padded') withElement(c, pack(['a\0']), 'nul_in_padded')
        withElement(c, Buffer.from('0261', 'hex'), 'unterminated_text')
        break
      default:
        withElement(c, pack([Buffer.alloc(col.max + 1)]), 'bytes_too_long')
        withElement(c, pack(['ab']), 'text_for_bytes')
        if (col.kind === 'array') withElement(c, pack([Buffer.alloc(col.max - 1, 0xff)]), 'array_too_short')
        break
    }
  }
  schema.parts.forEach((part, i) => {
    if (typeof part === 'string') return
    const v = deriveValue(part, items[part.of], elements[part.of])
    const [lo, hi] = derivedBounds(part)
    const wrong = part.derived === 'hash' ? v ^ 1n : lo + ((v - lo + 1n) % BigInt(part.n))
    out.push([assemble(schema, elements, items, {[i]: wrong}), `wrong_${part.derived}`])
    out.push([assemble(schema, elements, items, {[i]: v - lo}), `${part.derived}_top_bit_clear`])
    out.push([assemble(schema, elements, items, {[i]: v + hi}), `${part.derived}_too_wide`])
  })
  const key = assemble(schema, elements, items)
  out.push([Buffer.concat([key, pack([0])]), 'trailing_element'])
  out.push([key.subarray(0, key.length - 1), 'truncated'])
  if (schema.sub.length) out.push([key.subarray(schema.sub.length), 'no_subspace'])
  else out.push([Buffer.concat([pack(['x']), key]), 'unexpected_subspace'])
  return out
}

// The token of what pack() writes for item (for floats: the bits it wrote).
const tokenOfItem = (colName, item) => tokenOf(colName, unpack(pack([item]), true)[0])

function generate(seed, count) {
  const out = []
  let rows = 0, refused = 0
  for (const s of SCHEMAS) out.push(s.line)
  for (const s of SCHEMAS) {
    let nameHash = 0x811c9dc5
    for (const ch of s.name) nameHash = Math.imul(nameHash ^ ch.charCodeAt(0), 0x01000193) >>> 0
    const rng = makeRng(BigInt(seed) ^ BigInt(nameHash))
    for (let i = 0; i < count; i++) {
      const items = {}, elements = {}
      for (const c of s.stored) {
        items[c] = randomItem(rng, c)
        elements[c] = pack([items[c]])
      }
      // The whole key packed in one call, derived parts as integers.
      const tupleItems = s.parts.map(p => typeof p === 'string' ? items[p] : deriveValue(p, items[p.of], elements[p.of]))
      const key = Buffer.concat([s.sub, pack(tupleItems)])
      if (!key.equals(assemble(s, elements, items))) throw Error(`pack is not the concatenation of its elements for ${s.name}`)
      out.push(['row', s.name, key.toString('hex'), ...s.stored.map(c => tokenOfItem(c, items[c]))].join(' '))
      rows++
      if (i % 100 === 0) {
        for (const [bad, why] of rejects(s, items, elements)) {
          out.push(['reject', s.name, bad.toString('hex'), why].join(' '))
          refused++
        }
      }
    }
  }
  process.stdout.write(out.join('\n') + '\n')
  console.error(`fdb-tuple peer generate: ${rows} rows and ${refused} keys to refuse over ${SCHEMAS.length} schemas (seed ${seed})`)
  return true
}

// ---------------------------------------------------------------------------

function main(argv) {
  const [mode, ...args] = argv
  if (mode === 'check' && args.length === 1) return check(args[0])
  if (mode === 'generate' && args.length === 2 && /^[0-9]+$/.test(args[0]) && /^[0-9]+$/.test(args[1])) {
    return generate(args[0], Number(args[1]))
  }
  if (mode === 'schemas' && args.length === 0) {
    for (const s of SCHEMAS) console.log(s.line)
    return true
  }
  console.error('usage: node fdb_tuple_peer.js check ROWS | generate SEED COUNT | schemas')
  process.exitCode = 2
  return true
}

if (!main(process.argv.slice(2))) process.exitCode = 1

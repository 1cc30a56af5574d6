// The git history's side of `npm run check:secrets`: a secret that was committed and removed is
// still in every clone. Scans the lines each commit on any ref added, file by file.
import { execFileSync } from 'node:child_process'
import type { SecretFinding } from './secrets-rules'
import { scanText } from './secrets-scan'

export interface AddedLines {
  commit: string
  file: string
  /** The added lines, joined; line i of it is line lineNumbers[i - 1] of the file. */
  text: string
  lineNumbers: number[]
}

export interface HistoryScan {
  commits: number
  changedFiles: number
  isShallow: boolean
  findings: { file: string; finding: SecretFinding }[]
}

const commitMark = '\x01'

function pathOf(header: string) {
  const path = header.slice(4)
  if (path === '/dev/null') return undefined
  // Names with a tab, newline, quote or backslash come C-quoted even with core.quotePath off.
  const unquoted = path.startsWith('"') ? (JSON.parse(path) as string) : path
  return unquoted.replace(/^b\//, '')
}

/** Each commit's added lines per file, from `git log -p` with no context lines (a few MB here). */
export function addedLinesInHistory(root: string): AddedLines[] {
  const log = execFileSync(
    'git',
    [
      ...['-c', 'core.quotePath=false', 'log', '--all', `--format=${commitMark}%H`],
      // Renames show only their edits; a merge shows what its author changed beyond the merge.
      ...['-p', '-U0', '--find-renames', '--remerge-diff', '--no-color', '--no-ext-diff'],
      '--no-textconv',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 2 ** 30 },
  )
  const changes: AddedLines[] = []
  let commit = ''
  let file: string | undefined
  let isInHunk = false
  let nextLine = 0
  let lines: string[] = []
  let lineNumbers: number[] = []
  const flush = () => {
    if (file && lines.length > 0)
      changes.push({ commit, file, text: lines.join('\n'), lineNumbers })
    lines = []
    lineNumbers = []
  }
  for (const line of log.split('\n')) {
    if (isInHunk && line.startsWith('+')) {
      lines.push(line.slice(1))
      lineNumbers.push(nextLine++)
    } else if (line.startsWith('@@')) {
      isInHunk = true
      nextLine = Number(/^@@+ [^@]*\+(\d+)/.exec(line)?.[1] ?? 0)
    } else if (line.startsWith(commitMark) || line.startsWith('diff ')) {
      flush()
      isInHunk = false
      file = undefined
      if (line.startsWith(commitMark)) commit = line.slice(1)
    } else if (!isInHunk && line.startsWith('+++ ')) {
      file = pathOf(line)
    }
  }
  flush()
  return changes
}

/** Every added line of every commit reachable from a ref, scanned as the tree is. */
export async function scanHistory(root: string): Promise<HistoryScan> {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim()
  const result: HistoryScan = {
    commits: Number(git('rev-list', '--all', '--count')),
    changedFiles: 0,
    isShallow: git('rev-parse', '--is-shallow-repository') === 'true',
    findings: [],
  }
  for (const added of addedLinesInHistory(root)) {
    result.changedFiles += 1
    for (const finding of await scanText(added.text, added.file, { allowLocalDemo: true })) {
      const line = added.lineNumbers[finding.line - 1] ?? finding.line
      result.findings.push({
        file: `${added.commit.slice(0, 10)} ${added.file}`,
        finding: { ...finding, line },
      })
    }
  }
  return result
}

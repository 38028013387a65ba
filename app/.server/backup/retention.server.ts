/** How many scheduled backups are kept: the newest of each of the last days, and of weeks. */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4 };

const londonDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The London calendar day of an instant, as YYYY-MM-DD. */
export function londonDayOf(instant: Date): string {
  return londonDay.format(instant);
}

/** The ISO week (Monday first) of a YYYY-MM-DD day, as YYYY-Www. */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = (date.getUTCDay() + 6) % 7;
  const thursday = new Date(date.getTime() + (3 - weekday) * 86_400_000);
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / (7 * 86_400_000)) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/**
 * The backups to delete under the policy (decision 0081): of the newest backup of each day,
 * the `daily` most recent days are kept, and of the newest of each ISO week, the `weekly`
 * most recent weeks (a backup may count for both). Everything else goes.
 */
export function backupsToDelete<Backup extends { createdAt: Date }>(
  backups: Backup[],
  policy: RetentionPolicy,
): Backup[] {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const keep = new Set<Backup>();
  const keepNewestOfEach = (periodOf: (backup: Backup) => string, count: number) => {
    const seen = new Set<string>();
    for (const backup of newestFirst) {
      const period = periodOf(backup);
      if (seen.has(period)) continue;
      if (seen.size >= count) break;
      seen.add(period);
      keep.add(backup);
    }
  };
  keepNewestOfEach((backup) => londonDayOf(backup.createdAt), policy.daily);
  keepNewestOfEach((backup) => isoWeekOf(londonDayOf(backup.createdAt)), policy.weekly);
  return newestFirst.filter((backup) => !keep.has(backup));
}

import type { SignedInRole } from "@school/contracts";
import { COUNTRIES, YEARS } from "./crm.js";
import { JOURNEY, type JourneySeed } from "./journey-seed.js";
import { accessSignerFor, type HttpCall, type keepAliveClient } from "./kit.js";

/**
 * The journey's mix (issue 24): what each screen of the platform asks the API for, weighted as the school's day
 * spreads its visitors. One request stands for one visit of a screen (its main call, as the web app makes it).
 */
export const KINDS = [
  { kind: "guest search", weight: 30 },
  { kind: "program page", weight: 20 },
  { kind: "student's programs and lessons", weight: 20 },
  { kind: "answer save and submit", weight: 5 },
  { kind: "teacher's homework list", weight: 5 },
  { kind: "manager's user list", weight: 10 },
  { kind: "teacher's week", weight: 8 },
  { kind: "sign-in", weight: 2 },
] as const;
export type Kind = (typeof KINDS)[number]["kind"];

type Call = HttpCall;
/** A request of a kind; `done` hears how it ended (the answer steps move a learner on only when it succeeded). */
type Planned = Call & { done?: (ok: boolean) => void };

const SEARCHES = ["computer science milano", "architecture", "медицина", "Politecnico di Torino", "design"];
const TYPOS = ["Politecnco", "Budapset", "Architecure"];
const USER_FILTERS = [
  (n: number) => `contract=${n % 2 === 0}`,
  (n: number) => `visa_ready=${n % 3 === 0}`,
  (n: number) => `is_all_doc_ready=${n % 5 === 0}`,
  (n: number) => `countries=${COUNTRIES[n % COUNTRIES.length]}`,
  (n: number) => `academic_year=${YEARS[n % YEARS.length]}`,
  (n: number) => `gender=${n % 2 === 0 ? "female" : "male"}`,
];
const DAY_MS = 86_400_000;

/** A small deterministic generator, so two runs (and the two databases) see the same sequence of visits. */
export function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The visits of the journey over a seeded school: `next(kind)` plans one request of the kind. Signed-in callers
 * present access tokens signed with the server's secret, as the sign-in would have issued them (re-signed by `renew`
 * before they expire). A learner answers the tasks of their list one by one, hands it in, then takes it again: one
 * request at a time per learner, as one browser would.
 */
export async function journeyOf(seed: JourneySeed, secret: string) {
  const random = randomOf(24);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const sign = accessSignerFor(secret, seed.schoolId, "Journey");
  const tokens = new Map<string, string>();
  const tokenOf = async (role: SignedInRole, userId: number) => {
    const key = `${role}:${userId}`;
    let token = tokens.get(key);
    if (!token) {
      token = await sign(userId, role);
      tokens.set(key, token);
    }
    return token;
  };
  const firstDay = Date.parse(`${seed.firstDay}T00:00:00Z`);
  const weekOf = () => {
    const start = new Date(firstDay + Math.floor(random() * (JOURNEY.days - 7)) * DAY_MS);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    return `date_after=${day(start)}&date_before=${day(new Date(start.getTime() + 6 * DAY_MS))}`;
  };
  const idle = [...seed.learners.keys()];
  const steps = new Map<number, number>();
  let signIns = 0;
  const { tag, city, degree } = seed.dictionary;

  const plan: Record<Kind, () => Promise<Planned | null>> = {
    "guest search": async () => {
      const n = Math.floor(random() * 1000);
      const query = [
        `page=${1 + (n % 5)}`,
        `tag=${tag[n % tag.length]},${tag[(n + 3) % tag.length]}&degree=${degree[n % degree.length]}&cost_min=10000&cost_max=60000&is_open=true&price_value=asc`,
        `q=${encodeURIComponent(pick(SEARCHES))}&tag=${tag[n % tag.length]}&city=${city[n % city.length]},${city[(n + 1) % city.length]}&price_max=12000&translate_lang=en`,
        `q=${pick(TYPOS)}`,
      ][n % 4];
      return { method: "GET", path: `course/course/guest_course_in_catalog/?domain=${seed.domain}&${query}` };
    },
    "program page": async () => ({
      method: "GET",
      path: `course/course/guest_course/${pick(seed.programIds)}/?translate_lang=ru&domain=${seed.domain}`,
    }),
    "student's programs and lessons": async () => {
      const learner = pick(seed.learners);
      const token = await tokenOf("student", learner.id);
      const path = pick([
        "course/course/my/",
        `course/lesson/${learner.courseId}/list_lesson/?translate_lang=ru`,
        `schedule/schedule/list/?${weekOf()}`,
      ]);
      return { method: "GET", path, token };
    },
    "answer save and submit": async () => {
      const index = idle.shift();
      if (index === undefined) return null;
      const learner = seed.learners[index]!;
      const step = steps.get(index) ?? 0;
      const token = await tokenOf("student", learner.id);
      // Three answers, the hand-in, then the list taken again.
      const call: HttpCall =
        step < 3
          ? {
              method: "POST",
              path: "course/homework/create/",
              token,
              body: { task: learner.taskIds[step]!, answer: { selected: step === 1 ? "b2" : "a1" } },
            }
          : step === 3
            ? { method: "POST", path: `course/ex/submit/${learner.listId}/`, token }
            : { method: "POST", path: `course/ex/retake/${learner.listId}/`, token };
      return {
        ...call,
        done: (ok) => {
          if (ok) steps.set(index, (step + 1) % 5);
          idle.push(index);
        },
      };
    },
    "teacher's homework list": async () => {
      const teaching = pick(seed.teaching);
      const token = await tokenOf("teacher", teaching.teacherId);
      const path =
        random() < 0.5
          ? `course/homework/sort/?page=${1 + Math.floor(random() * 3)}`
          : `course/homework/get_new_result_ex/${teaching.courseId}/`;
      return { method: "GET", path, token };
    },
    "manager's user list": async () => {
      const manager = pick(seed.managerIds);
      const token = await tokenOf("admin", manager);
      const n = Math.floor(random() * 1000);
      const share = random();
      const query =
        share < 0.4
          ? ""
          : share < 0.6
            ? `&page=${2 + (n % 4)}`
            : share < 0.9
              ? `&${USER_FILTERS[n % USER_FILTERS.length]!(n)}&${USER_FILTERS[(n + 1) % USER_FILTERS.length]!(n + 1)}&${USER_FILTERS[(n + 3) % USER_FILTERS.length]!(n)}`
              : `&q=Student${n % 997}`;
      return { method: "GET", path: `user/accounts/list/?role=student${query}`, token };
    },
    "teacher's week": async () => {
      const teacherId = pick(seed.teacherIds);
      return { method: "GET", path: `schedule/schedule/list/?${weekOf()}`, token: await tokenOf("teacher", teacherId) };
    },
    "sign-in": async () => {
      signIns += 1;
      return {
        method: "POST",
        path: "user/accounts/login/",
        body: { email: pick(seed.signIn), password: JOURNEY.password },
        // Each sign-in from an address of its own (the server trusts the bench as its proxy), as visitors come.
        forwardedFor: `10.${(signIns >> 16) & 255}.${(signIns >> 8) & 255}.${signIns & 255}`,
      };
    },
  };
  const total = KINDS.reduce((sum, entry) => sum + entry.weight, 0);
  return {
    /** A kind drawn by the mix's weights. */
    drawKind(): Kind {
      let ticket = random() * total;
      for (const entry of KINDS) {
        ticket -= entry.weight;
        if (ticket < 0) return entry.kind;
      }
      return KINDS[0].kind;
    },
    plan: (kind: Kind) => plan[kind](),
    /** Fresh tokens for a new phase: an access token lives 15 minutes. */
    renew: () => tokens.clear(),
  };
}
export type Journey = Awaited<ReturnType<typeof journeyOf>>;

export type Outcome = { kind: Kind; ms: number; ok: boolean; status: number; detail?: string };

/**
 * Offers `rate` requests a second for `seconds`, open loop: each is due at its moment whatever the earlier ones are
 * doing, and its time counts from that moment, so a server falling behind shows as latency (no coordinated
 * omission). Past `maxInFlight` waiting requests a due request is counted failed instead of sent.
 */
export async function offer(input: {
  journey: Journey;
  client: ReturnType<typeof keepAliveClient>;
  rate: number;
  seconds: number;
  only?: Kind;
  maxInFlight?: number;
}): Promise<Outcome[]> {
  const { journey, client, rate, seconds } = input;
  const maxInFlight = input.maxInFlight ?? 2000;
  const outcomes: Outcome[] = [];
  const pending: Promise<void>[] = [];
  let inFlight = 0;
  const started = performance.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  const fire = async (due: number) => {
    const kind = input.only ?? journey.drawKind();
    const planned = await journey.plan(kind);
    if (!planned) return; // every learner busy: this visit does not happen
    if (inFlight >= maxInFlight) {
      planned.done?.(false);
      outcomes.push({ kind, ms: performance.now() - due, ok: false, status: 0, detail: "too many in flight" });
      return;
    }
    inFlight += 1;
    const answer = await client.send(planned);
    inFlight -= 1;
    const ok = answer.status >= 200 && answer.status < 300;
    planned.done?.(ok);
    outcomes.push({
      kind,
      ms: performance.now() - due,
      ok,
      status: answer.status,
      detail: ok ? undefined : `${planned.method} ${planned.path}: ${answer.body.slice(0, 200)}`,
    });
  };
  while (sent < total) {
    const now = performance.now();
    const dueCount = Math.min(total, Math.floor(((now - started) / 1000) * rate) + 1);
    for (; sent < dueCount; sent += 1) pending.push(fire(started + (sent / rate) * 1000));
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  await Promise.all(pending);
  return outcomes;
}

/** `count` requests of one kind, one after the other (what one kind costs when nothing else runs). */
export async function inSequence(input: {
  journey: Journey;
  client: ReturnType<typeof keepAliveClient>;
  kind: Kind;
  count: number;
}): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let sent = 0; sent < input.count; sent += 1) {
    const planned = await input.journey.plan(input.kind);
    if (!planned) continue;
    const started = performance.now();
    const answer = await input.client.send(planned);
    const ok = answer.status >= 200 && answer.status < 300;
    planned.done?.(ok);
    outcomes.push({ kind: input.kind, ms: performance.now() - started, ok, status: answer.status });
  }
  return outcomes;
}

export const percentile = (values: number[], share: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};

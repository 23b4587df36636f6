/**
 * What a query worker runs for one query: the planner's rewrite (query-plan.ts) over the view's
 * indexes (dataset-index.ts), then groq-js. Kept apart from the worker so that tests run exactly this.
 */
import { evaluate, evaluateSync, type EvaluateOptions, type ExprNode } from "groq-js";
import { LRUCache } from "lru-cache";
import { DatasetIndex } from "./dataset-index.ts";
import type { Perspective, View, Views } from "./perspectives.ts";
import { QueryPlanner, type Dereference, type Plan } from "./query-plan.ts";

/** Plans kept per view, by tree and the values the planner read: the site asks the same few queries again and again. */
const MAX_PLANS = 256;

export interface IndexedView extends View {
  index: DatasetIndex;
  plans: PlanCache;
}

/**
 * Plans by the tree's key (query-prepare.ts) and the values of the parameters the planner read for
 * it (a filter's `$slug` that an index answers, not a `$now` groq-js compares), so that a parameter
 * the planner never reads makes no new plan.
 */
export class PlanCache {
  private readonly plans: LRUCache<string, Plan>;
  private readonly reads: LRUCache<string, string[]>;

  constructor(max: number) {
    this.plans = new LRUCache({ max });
    this.reads = new LRUCache({ max });
  }

  private planKey(key: string, names: readonly string[], params: Record<string, unknown>): string {
    const values = names.map((name) => (name in params ? [name, params[name]] : [name]));
    return `${key}\u0000${JSON.stringify(values)}`;
  }

  get(key: string, params: Record<string, unknown>): Plan | undefined {
    const names = this.reads.get(key);
    return names && this.plans.get(this.planKey(key, names, params));
  }

  set(key: string, params: Record<string, unknown>, plan: Plan): void {
    // Another plan of this tree may have read other names (a branch taken on other values): the
    // key covers them all, which names the same plan for the same values of those it read.
    const names = [...new Set([...(this.reads.get(key) ?? []), ...plan.reads])].sort();
    this.reads.set(key, names);
    this.plans.set(this.planKey(key, names, params), plan);
  }
}

/** Indexes every perspective of a dataset: done once per load, never per query. */
export function indexViews(views: Views): Record<Perspective, IndexedView> {
  const indexed = (view: View): IndexedView => ({
    ...view,
    index: new DatasetIndex(view.documents),
    plans: new PlanCache(MAX_PLANS),
  });
  return { published: indexed(views.published), drafts: indexed(views.drafts), raw: indexed(views.raw) };
}

export interface EvaluateOnViewOptions {
  params: Record<string, unknown>;
  sanity?: { projectId: string; dataset: string };
  /** Names the tree (query-prepare.ts): its plans are kept under it. */
  key?: string | undefined;
  /** Called when the planner fails; the query is then evaluated without indexes. */
  onPlannerError?: (error: unknown) => void;
}

/** The query's result as plain JSON-ready data (or what groq-js throws). */
export async function evaluateOnView(
  tree: ExprNode,
  view: IndexedView,
  options: EvaluateOnViewOptions,
): Promise<unknown> {
  const { params, sanity, key } = options;
  const dereference: Dereference = ({ _ref }) => view.byId.get(_ref) ?? null;
  let plan = key === undefined ? undefined : view.plans.get(key, params);
  if (!plan) {
    try {
      plan = QueryPlanner.plan(tree, view.index, params, dereference);
      if (key !== undefined) view.plans.set(key, params, plan);
    } catch (error) {
      // The plan only makes evaluation faster: without one, groq-js reads every document.
      options.onPlannerError?.(error);
      plan = { tree, dereference, reads: [] };
    }
  }
  const evaluateOptions: EvaluateOptions = {
    dataset: view.documents,
    params,
    dereference: plan.dereference,
    ...(sanity ? { sanity } : {}),
  };
  // groq-js's synchronous evaluator runs the same executors without a promise per node (two to four
  // times faster on the site's queries), but not every one (delta::, diff::): on any failure, the
  // asynchronous evaluator answers, and its error, if any, is the query's.
  try {
    return evaluateSync(plan.tree, evaluateOptions).data;
  } catch {
    const value = await evaluate(plan.tree, evaluateOptions);
    return value.get();
  }
}

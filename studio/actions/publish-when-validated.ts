import { useEffect, useRef, useState } from "react";
import { useSyncState, useValidationStatus, type DocumentActionComponent } from "sanity";
import { useDocumentPane } from "sanity/structure";

/**
 * How long the Studio must have been saved and validated, with a validation about an earlier
 * revision, before a held Publish goes ahead: its validation passes over a revision that changed
 * nothing but `_rev` (and waits 200 ms before it takes up a change at all).
 */
export const SETTLED_MS = 400;

/** Whether a Publish clicked while the Studio was busy may go ahead now, or after SETTLED_MS. */
export function publishMayProceed(state: {
  isSyncing: boolean;
  isValidating: boolean;
  validatedRevision: string | undefined;
  revision: string | undefined;
}): "now" | "when-settled" | "wait" {
  if (state.isSyncing || state.isValidating) return "wait";
  return state.validatedRevision === state.revision ? "now" : "when-settled";
}

/**
 * Sanity 4.22's Publish, except that a click while the Studio is still saving or validating is
 * held here until both are done, then handed to it. Its own wait ends only when the validated
 * revision differs from the document's, so a click during the validation of a revision that no
 * edit follows (a draft restored from the history) stayed on "Publishing…" for good; Sanity
 * changed that test after 4.22 (sanity-io/sanity#12132). Handed a click once the Studio is idle,
 * it publishes at once, as it always did. Both modes, local and Sanity, use it.
 */
export function publishWhenValidated(original: DocumentActionComponent): DocumentActionComponent {
  // Actions are hooks: React's rules know them by their names.
  const useSanityPublish = original;
  const usePublishWhenValidated: DocumentActionComponent = (props) => {
    const description = useSanityPublish(props);
    const { value } = useDocumentPane();
    const validation = useValidationStatus(value._id, props.type);
    const sync = useSyncState(props.id, props.type);
    const revision = (props.draft ?? props.published)?._rev;
    const [held, setHeld] = useState(false);
    const handOver = useRef(description?.onHandle);
    handOver.current = description?.onHandle;
    const verdict = publishMayProceed({
      isSyncing: sync.isSyncing,
      isValidating: validation.isValidating,
      validatedRevision: validation.revision,
      revision,
    });

    useEffect(() => {
      if (!held || verdict === "wait") return;
      const proceed = () => {
        setHeld(false);
        handOver.current?.();
      };
      if (verdict === "now") return proceed();
      const timer = setTimeout(proceed, SETTLED_MS);
      return () => clearTimeout(timer);
    }, [held, verdict]);

    if (!description) return description;
    if (held)
      return {
        ...description,
        disabled: true,
        shortcut: null,
        label: "Publishing…",
        title: "Waiting for tasks to finish before publishing",
      };
    return {
      ...description,
      onHandle: () => {
        if (verdict === "now") description.onHandle?.();
        else setHeld(true);
      },
    };
  };
  usePublishWhenValidated.action = original.action;
  usePublishWhenValidated.displayName = "PublishWhenValidatedAction";
  return usePublishWhenValidated;
}

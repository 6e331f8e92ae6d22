import { messageOf } from '../../src/shared/error-message';
import { suggestUrlName } from '../../src/shared/url-name';

/**
 * What the news and About page editors share: the draft's field change and how a failed call shows. Each keeps
 * its whole chart in its own file, so that it reads, and opens in the Stately visualizer, on its own.
 */

/** The part of an editor's context these helpers read and write. */
export interface ArticleEditorForm<Draft extends { title: string; urlName: string }> {
  draft: Draft;
  fieldErrors: Record<string, string>;
}

/**
 * The context after a field's change: its error cleared, the notice gone. The URL name follows the title while
 * it is the title's suggestion (or empty); a name typed by hand stays.
 */
export function withFieldChange<
  Draft extends { title: string; urlName: string },
  F extends keyof Draft & string,
>(context: ArticleEditorForm<Draft>, field: F, value: Draft[F]) {
  const draft = { ...context.draft, [field]: value };
  if (field === 'title' && context.draft.urlName === suggestUrlName(context.draft.title))
    draft.urlName = suggestUrlName(String(value));
  const { [field]: _dropped, ...fieldErrors } = context.fieldErrors;
  return { draft, fieldErrors, notice: null };
}

/** A failed call's field-to-message map (the client's ApiError carries it as `errors`). */
export const errorsOf = (error: unknown): Record<string, string> =>
  (error as { errors?: Record<string, string> } | null)?.errors ?? {};

/** A failed save or upload: its field errors at their fields, its message above the form. */
export const callFailed = (error: unknown) => ({
  fieldErrors: errorsOf(error),
  error: messageOf(error),
  notice: null,
});

/** An editor's context before anything is loaded or saved. */
export const editorStart = <Draft>(id: number | null, draft: Draft) => ({
  id,
  draft,
  saved: null,
  fieldErrors: {},
  error: null,
  notice: null,
  preview: null,
});

/** A load's answer: the thing as saved, and the form filled from it. */
export const loaded = <Saved, Draft>(saved: Saved, draftOf: (saved: Saved) => Draft) => ({
  saved,
  draft: draftOf(saved),
  error: null,
});

/** A save's answer: the thing as saved (a new one now has its id), the form filled from it, and the notice. */
export const savedAs = <Saved extends { id: number }, Draft>(
  saved: Saved,
  draftOf: (saved: Saved) => Draft,
  notice: string,
) => ({ id: saved.id, saved, draft: draftOf(saved), fieldErrors: {}, error: null, notice });

/** A preview refused: its field errors at their fields, its message above the form (the notice stays). */
export const previewFailed = (error: unknown) => ({
  fieldErrors: errorsOf(error),
  error: messageOf(error),
});

/**
 * What a message says, independent of format: the layout writes the same blocks as HTML and as
 * plain text, so the two alternatives cannot disagree.
 */

/**
 * A run of text in a paragraph: plain, emphasised (a name, an address, an organisation), or a
 * link (in text as `label: url`, so put it at the end of a sentence).
 */
export type Inline =
  string | { readonly strong: string } | { readonly link: string; readonly url: string };

export type Block =
  /** A paragraph of running text. */
  | { readonly type: 'paragraph'; readonly text: readonly Inline[] }
  /** The one thing to do: a button in HTML, the label and the bare URL in text. */
  | { readonly type: 'action'; readonly label: string; readonly url: string }
  /** Links with a line of detail each (job alerts, application lists). */
  | {
      readonly type: 'list';
      readonly items: readonly {
        readonly title: string;
        readonly url: string;
        readonly detail?: string;
      }[];
    }
  /** Small print: why you got this mail, what to do if it was not you. */
  | { readonly type: 'note'; readonly text: readonly Inline[] };

export interface MailContent {
  /** The subject line (whitespace, newlines included, is collapsed to single spaces). */
  subject: string;
  /** The line inbox lists show after the subject; hidden in the message itself. */
  preview: string;
  /** The heading at the top of the message. */
  heading: string;
  blocks: readonly Block[];
  /** Headers the message needs (such as `List-Unsubscribe` for an alert digest). */
  headers?: Readonly<Record<string, string>>;
}

export const strong = (text: string): Inline => ({ strong: text });
export const inlineLink = (label: string, url: string): Inline => ({ link: label, url });
export const paragraph = (...text: Inline[]): Block => ({ type: 'paragraph', text });
export const note = (...text: Inline[]): Block => ({ type: 'note', text });
export const action = (label: string, url: string): Block => ({ type: 'action', label, url });

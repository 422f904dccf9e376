/** An option given as its text (which is also its value) or as `{ text, value }`. */
export type OptionInput<Value extends string = string> =
  Value | { text: string; value: Value; disabled?: boolean };

export interface NormalisedOption<Value extends string = string> {
  text: string;
  value: Value;
  disabled: boolean;
}

export function normaliseOption<Value extends string>(
  option: OptionInput<Value>,
): NormalisedOption<Value> {
  return typeof option === 'string'
    ? { text: option, value: option, disabled: false }
    : { text: option.text, value: option.value, disabled: option.disabled ?? false };
}

import { themeClassName } from '@joblane/ui/UIProvider';

/**
 * Classes of `<html>`: the theme (the kit's provider renders no wrapper). With no colour mode the
 * colours follow the visitor's `prefers-color-scheme`; a stored choice would be passed here.
 */
export const documentClassName = themeClassName();

export {
  VERSION_PARAM,
  isExternalTarget,
  mergeVersionParam,
  readVersionParam,
  withVersionParam,
} from './versionParam.ts';
export {
  CurrentLocationProvider,
  LOCATION_CHANGE_EVENT,
  VersionField,
  notifyLocationChange,
  useCurrentHref,
  useVersionFormFields,
  useVersionedHref,
  type CurrentLocationProviderProps,
  type VersionFormField,
} from './CurrentLocation.tsx';
export { createLinkComponent, type LinkComponentProps } from './createLinkComponent.tsx';

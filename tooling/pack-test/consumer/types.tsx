// Type-checked in the consumer project against the published declarations (skipLibCheck off).
import { joblaneTheme, vars } from '@joblane/theme';
import { mergeVersionParam } from '@joblane/router-links';
import { parseJobSearchQuery, type JobSearchQuery } from '@joblane/jobs/query';
import { Button, type ButtonProps } from '@joblane/ui/Button';
import { TextField } from '@joblane/ui/TextField';
import { ToastProvider, useToast, type ToastOptions } from '@joblane/ui/Toast';
import { Tab, Tabs, TabsProvider } from '@joblane/ui/Tabs';

export const themeClass: string = joblaneTheme;
export const accent: string = vars.color.background.formAccent;
export const pinned: string = mergeVersionParam('/jobs', '/?v=abc');
export const query: JobSearchQuery = parseJobSearchQuery('keywords=nurse').query;
export const props: ButtonProps = { children: 'Save', tone: 'critical' };

export function Page() {
  const showToast = useToast();
  const saved: ToastOptions = { message: 'Saved', tone: 'positive' };
  return (
    <ToastProvider>
      <TextField label="Keywords" value="" onChange={(value: string) => value.trim()} />
      <Button onClick={() => showToast(saved)}>Save</Button>
      {/* @ts-expect-error: the kit has no "purple" tone, so the types must reject it */}
      <Button tone="purple">Nope</Button>
      <TabsProvider>
        <Tabs label="Job">
          <Tab>Description</Tab>
        </Tabs>
      </TabsProvider>
    </ToastProvider>
  );
}

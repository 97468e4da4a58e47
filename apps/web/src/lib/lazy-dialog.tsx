import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react';

type DialogProps = { opened: boolean };
export type LazyDialog<P extends DialogProps> = LazyExoticComponent<ComponentType<P>>;

/** A dialog's component, loaded by `OnDemandDialog` the first time the dialog opens. */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): LazyDialog<P> {
  return lazy(async () => ({ default: await load() }));
}

/** Mounts the loaded dialog closed, then opens it on the next render, so its opening transition runs. */
function Entering<P extends DialogProps>({ dialog: Dialog, props }: { dialog: LazyDialog<P>; props: P }) {
  const [isMounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <Dialog {...props} opened={props.opened && isMounted} />;
}

/**
 * Renders `dialog` with the other props, but loads its code only the first time it opens (decision 0161):
 * until then it renders and loads nothing. It stays mounted afterwards, so closing and reopening behave as
 * a plain dialog's.
 */
export function OnDemandDialog<P extends DialogProps>({ dialog, ...rest }: { dialog: LazyDialog<P> } & P) {
  const props = rest as unknown as P;
  const [wasOpened, setWasOpened] = useState(props.opened);
  if (props.opened && !wasOpened) setWasOpened(true);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <Entering dialog={dialog} props={props} />
    </Suspense>
  );
}

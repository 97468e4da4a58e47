import { Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';

export type StepHeadingProps = {
  /** The user moved to this step (Next, Back, a step link): the heading takes focus as it appears. */
  takesFocus: boolean;
  children: ReactNode;
};

/**
 * A wizard step's heading. Render it with the step as its key: when the user moves to another step the
 * focus goes to the new heading, so keyboard and screen-reader users go on from the top of the step they
 * reached instead of from a button that vanished (focus fell back to the page's start). Not on the first
 * load, where the page's own start is the right place.
 */
export function StepHeading({ takesFocus, children }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus]);
  return (
    <Title ref={ref} order={3} tabIndex={-1}>
      {children}
    </Title>
  );
}

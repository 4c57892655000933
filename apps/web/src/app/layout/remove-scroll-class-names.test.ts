import { RemoveScroll as installed } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './remove-scroll-class-names';

describe("AppShell's scroll class names", () => {
  it('are the class names of the installed react-remove-scroll, so dialogs still keep the header in place', () => {
    expect(RemoveScroll.classNames).toEqual(installed.classNames);
  });
});

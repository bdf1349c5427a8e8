'use client';

import type { ComponentType } from 'react';
import { GenericScreen } from './generic-screen';
import type { ScreenProps } from './screen-props';

/** Screens with a body of their own, by catalogue code; every other screen is generic. */
const screens: Record<string, ComponentType<ScreenProps>> = {};

export function screenFor(code: string): ComponentType<ScreenProps> {
  return screens[code] ?? GenericScreen;
}

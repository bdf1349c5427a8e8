/** Read by assistive technology, not drawn: a heading or title the layout shows otherwise. */
// In pixels as strings: MUI's sx reads a width or height of 1 as 100 %, which drew a full-size (if clipped) box
// that still widened its scroll container.
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

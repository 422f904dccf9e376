import { createIcon } from '../Icons/createIcon.tsx';

// Private to Rating: a five-point star, outlined, half filled and filled.
const star = 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z';
const leftHalf = 'M12 3.5 9.4 8.8l-5.9.9 4.3 4.1-1 5.8 5.2-2.7V3.5Z';

export const StarEmpty = createIcon('StarEmpty', <path d={star} />);
export const StarHalf = createIcon(
  'StarHalf',
  <>
    <path d={leftHalf} fill="currentColor" />
    <path d={star} />
  </>,
);
export const StarFull = createIcon('StarFull', <path d={star} fill="currentColor" />);

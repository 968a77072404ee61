import { configure } from '@testing-library/react';

// Screens load lazily (their own chunks); on a busy two-core machine the first import of a chunk
// can take longer than testing-library's 1 s default wait.
configure({ asyncUtilTimeout: 5000 });

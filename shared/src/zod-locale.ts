import { z } from 'zod';

// Zod's built-in messages in Korean, for every schema that does not give its own message.
z.config(z.locales.ko());

import * as z from "zod";
import {en} from "zod/locales";

z.config(en());


package dev.aiwc.dwarfs.apps;

import dev.aiwc.dwarfs.DwarfApplication;
import dev.aiwc.dwarfs.catalogue.Benchmark;

/** A built-in application: its name and dwarf are those of its {@link Benchmark} entry. */
public interface BuiltInApplication extends DwarfApplication {

    Benchmark benchmark();

    @Override
    default String name() {
        return benchmark().label();
    }

    @Override
    default String dwarf() {
        return benchmark().dwarf().label();
    }
}

/*
 * libyaml's C API, as the system installs it (Debian: libyaml-dev). Only
 * Sources/FlowEngine/Scenario/YAML/YAMLComposer.swift imports this module.
 */
#ifndef AGETUI_CYAML_SHIM_H
#define AGETUI_CYAML_SHIM_H

#include <yaml.h>

#endif

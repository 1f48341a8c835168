using System.Reflection;

[assembly : AssemblyVersion("12.0.0.0")]
